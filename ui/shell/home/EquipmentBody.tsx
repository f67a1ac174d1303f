// The body of home section 5 (spec §2), Equipment Status: the first 3 items with 'View all N items' and
// 'Add Equipment' (both to /equipment). Equipment cannot be recorded yet (no equipment API), so every
// pool has none: 'No Equipment' is the truth, and nothing is requested.
import { Link } from '@tanstack/react-router';

export function EquipmentBody() {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">No Equipment</p>
      <Link to="/equipment" className="btn-secondary">
        Add Equipment
      </Link>
    </div>
  );
}
