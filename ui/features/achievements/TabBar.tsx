// A Radix tab list drawn from a list of values and their labels; the screen's tabs and the Earned
// tab's sub-tabs differ only in look.
import * as Tabs from '@radix-ui/react-tabs';

interface Props<T extends string> {
  label: string;
  items: readonly T[];
  labels: Record<T, string>;
  listClassName: string;
  triggerClassName: string;
}

export function TabBar<T extends string>({ label, items, labels, listClassName, triggerClassName }: Props<T>) {
  return (
    <Tabs.List aria-label={label} className={listClassName}>
      {items.map((item) => (
        <Tabs.Trigger key={item} value={item} className={triggerClassName}>
          {labels[item]}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
