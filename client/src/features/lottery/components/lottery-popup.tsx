// Placeholder: replaced by the prize-draw issue.
export function LotteryPopup() {
  return null;
}
