// A native <select> of the owner's pools that switches the active pool everywhere (use-active-pool.ts).
// Callers show it only when there are two or more pools to choose between.
import type { SelectHTMLAttributes } from 'react';
import { useActivePool } from './use-active-pool.ts';

type Props = Pick<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-label'>;

export function PoolPicker(props: Props) {
  const { pool, pools, choose } = useActivePool();
  return (
    <select {...props} value={pool?.id ?? ''} onChange={(event) => choose(event.target.value)}>
      {pools.map(({ id, name }) => (
        <option key={id} value={id}>
          {name}
        </option>
      ))}
    </select>
  );
}
