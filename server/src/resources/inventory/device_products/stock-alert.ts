// Stock alerts (spec 2 §2 Stock dashboard): when the stock of a device product falls below its minimum
// level, the stock team receives one e-mail, at the crossing, whatever wrote the stock (a deploy, a
// provision, an archive, a bulk move). The stock counts are maintained on the product row (decision
// 0015), so a trigger on that row sees every crossing in the writing transaction and queues the mail
// in the outbox there: a rolled-back change mails nothing; staying below the level mails nothing more.
import type { Database } from '../../../db/client.ts';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

export async function installStockAlert(database: Database, stockTeam: string): Promise<void> {
  await database.rawTransaction(async (run) => {
    await run(`
create or replace function stock_alert_mail() returns trigger language plpgsql as $f$
declare
  was int := OLD.devices_stock_count + OLD.product_items_stock_count;
  now_ int := NEW.devices_stock_count + NEW.product_items_stock_count;
begin
  if NEW.archived_at is null and NEW.stock_min_level is not null and now_ < NEW.stock_min_level
     and not coalesce(was < OLD.stock_min_level, false) then
    insert into outbox (channel, recipient, subject, body) values (
      'email', ${literal(stockTeam)},
      'Stock alert: ' || NEW.reference || ' ' || NEW.name,
      format(E'The stock of %s %s fell below its minimum level.\\n\\nIn stock: %s (%s devices, %s product items)\\nMinimum level: %s\\nMaximum level: %s\\n',
        NEW.reference, NEW.name, now_, NEW.devices_stock_count, NEW.product_items_stock_count, NEW.stock_min_level, coalesce(NEW.stock_max_level::text, '-')));
  end if;
  return null;
end $f$;
drop trigger if exists stock_alert_mail on device_products;
create trigger stock_alert_mail after update of devices_stock_count, product_items_stock_count, stock_min_level on device_products
  for each row execute function stock_alert_mail();`);
  });
}
