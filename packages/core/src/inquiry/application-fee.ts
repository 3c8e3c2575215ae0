import type { FeeStructureType } from '../domain/enums';
import { highestFixedFee } from '../cost/cost';
import { multiplyMoney, sumMoney, type CurrencyCode, type Money } from '../money/money';

/** One child's place in one program, with that program's application fee at the centre. */
export interface ApplicationFeePlace {
  programId: string;
  childKey: string;
  fee: Money;
  feeType: FeeStructureType | null;
}

/**
 * The application fees due now for the places a family asks for. Per child: once for each child in the program
 * (the tiers of PERCHILDMULTIPLERATES are not modelled yet, so it is charged like PERCHILD). Per place: once for
 * each place. Per application: a fixed fee, and across several programs only the highest fixed fee is paid
 * (document 2, section 9). No fee type: nothing.
 */
export function applicationFeeTotal(places: readonly ApplicationFeePlace[], currency: CurrencyCode): Money {
  const byProgram = new Map<string, ApplicationFeePlace[]>();
  for (const place of places) byProgram.set(place.programId, [...(byProgram.get(place.programId) ?? []), place]);
  const variable: Money[] = [];
  const fixed: Money[] = [];
  for (const programPlaces of byProgram.values()) {
    const { fee, feeType } = programPlaces[0]!;
    if (feeType === 'PERAPPLICATION') fixed.push(fee);
    else if (feeType === 'PERPLACE') variable.push(multiplyMoney(fee, programPlaces.length));
    else if (feeType === 'PERCHILD' || feeType === 'PERCHILDMULTIPLERATES') {
      variable.push(multiplyMoney(fee, new Set(programPlaces.map((place) => place.childKey)).size));
    }
  }
  return sumMoney([...variable, highestFixedFee(fixed, currency)], currency);
}
