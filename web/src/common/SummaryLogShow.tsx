// The show page most records have: a header with Edit and Archive, a summary tab, any tabs of
// their own, and the record's activity log last.
import type { ReactElement, ReactNode } from 'react';
import { EditButton, Show, TabbedShowLayout, useResourceContext } from 'react-admin';
import { ArchiveButton } from './ArchiveButton.tsx';
import { LogTab } from './LogTab.tsx';
import { ShowHeader } from './ShowHeader.tsx';

interface Props {
  /** Content of the summary tab. */
  summary: ReactNode;
  /** The log's object type (`contact`...), or a refs target such as `site_id` for logs of related objects too. */
  objectType?: string;
  logTarget?: string;
  /** Header buttons; defaults to Edit and Archive. */
  actions?: ReactNode;
  /** Tabs between the summary and the log (TabbedShowLayout.Tab elements). */
  tabs?: ReactElement[];
  /** Header content after the record's name and chips (a status chip...). */
  extra?: ReactNode;
}

export const SummaryLogShow = ({ summary, objectType, logTarget, actions, tabs = [], extra }: Props) => {
  const resource = useResourceContext();
  return (
    <Show
      actions={
        <ShowHeader extra={extra}>
          {actions ?? (
            <>
              <EditButton />
              <ArchiveButton />
            </>
          )}
        </ShowHeader>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={`resources.${resource}.tabs.summary`}>{summary}</TabbedShowLayout.Tab>
        {tabs}
        <TabbedShowLayout.Tab label={`resources.${resource}.tabs.logs`} path="logs">
          {logTarget ? <LogTab target={logTarget} /> : <LogTab objectType={objectType} />}
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
