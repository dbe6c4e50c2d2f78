// The opt-out call, imported with the click (see language/alternate-languages-request.ts for why not the package's entry).
import { type FetchFunction, processDoNotSell, requestDoNotSell } from '@shopfront/api';

export async function recordDoNotSell(fetchFunction: FetchFunction): Promise<void> {
  await processDoNotSell(await requestDoNotSell(fetchFunction));
}
