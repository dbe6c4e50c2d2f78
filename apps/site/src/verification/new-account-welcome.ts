/** Set when a verified registration signs the visitor in; the dashboard greets them once and removes it. */
export const newAccountFlag = 'shopfront.newAccount';

export function takeNewAccountFlag(): boolean {
  const isNew = sessionStorage.getItem(newAccountFlag) === 'true';
  sessionStorage.removeItem(newAccountFlag);
  return isNew;
}
