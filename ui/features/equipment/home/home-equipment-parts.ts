// What home shows of the equipment area, in one chunk loaded on first use: the Equipment Status
// section's body and the summary on the pool status card.
export { EquipmentSummaryText } from './EquipmentSummaryText.tsx';
export { HomeEquipmentList } from './HomeEquipmentList.tsx';
