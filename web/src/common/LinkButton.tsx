// A react-admin Button that navigates inside the console. react-admin's Button passes `to` down to
// MUI's ButtonBase, which renders a plain <a to="..."> (no href, no navigation) unless it is given a
// router link component: this one always is.
import { Button, type ButtonProps } from 'react-admin';
import { Link, type To } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'to'> & { to: To };

export const LinkButton = ({ to, ...props }: LinkButtonProps) => (
  // The cast: ButtonProps is typed for a <button>, the router link renders an <a href>.
  <Button {...(props as ButtonProps)} {...({ component: Link, to } as object)} />
);
