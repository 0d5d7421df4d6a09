/**
 * How the analysis recognises transactions by their descriptions. Banks print the payee's name in
 * capitals with references around it, so these match words, not whole descriptions. Kept in one
 * place so staff questions ("why is this a lender?") have one answer; the ADR lists them.
 */

/** Business lenders whose direct debits are existing loan repayments (and whose credits are advances). */
export const LENDERS: readonly { name: string; pattern: RegExp }[] = [
  { name: "Prospa", pattern: /\bPROSPA\b/i },
  { name: "Moula", pattern: /\bMOULA\b/i },
  { name: "GetCapital", pattern: /\bGET ?CAPITAL\b/i },
  { name: "OnDeck", pattern: /\bON ?DECK\b/i },
  { name: "Capify", pattern: /\bCAPIFY\b/i },
  { name: "Lumi", pattern: /\bLUMI\b/i },
  { name: "Bizcap", pattern: /\bBIZCAP\b/i },
  { name: "Shift", pattern: /\bSHIFT (?:FINANCIAL|FINANCE|MARKETS)\b/i },
  { name: "Grow Finance", pattern: /\bGROW FINANCE\b/i },
  { name: "Judo Bank", pattern: /\bJUDO\b/i },
  { name: "ScotPac", pattern: /\bSCOTPAC\b|\bSCOTTISH PACIFIC\b/i },
  { name: "Banjo", pattern: /\bBANJO (?:LOANS|LENDING)\b/i },
  { name: "Fundsquire", pattern: /\bFUNDSQUIRE\b/i },
  { name: "Thinktank", pattern: /\bTHINKTANK\b/i },
  { name: "IOU Financing", pattern: /\bIOU FINANC/i },
  { name: "Octet", pattern: /\bOCTET\b/i },
  { name: "Zip Business", pattern: /\bZIP (?:BUSINESS|BIZ)\b/i },
  { name: "Otto Capital", pattern: /\bOTTO CAPITAL\b/i },
  { name: "Pepper Money", pattern: /\bPEPPER (?:MONEY|FINANCE)\b/i },
  { name: "Angle Finance", pattern: /\bANGLE (?:FINANCE|AUTO)\b/i },
  { name: "Metro Finance", pattern: /\bMETRO FINANCE\b/i },
  { name: "Bank loan", pattern: /\bLOAN (?:REPAYMENT|REPAY|PMT|INSTAL?MENT)\b|\bLN REPAY/i },
];

export function lenderOf(description: string): string | null {
  return LENDERS.find((l) => l.pattern.test(description))?.name ?? null;
}

/** A direct debit or cheque the bank returned unpaid, its reversal, or the fee for it. */
export const DISHONOUR =
  /DISHONOU?R|\bRETURNED (?:DD|DIRECT DEBIT|ITEM|PAYMENT|CHEQUE)\b|\bRTN DD\b|\bUNPAID (?:DD|ITEM|DIRECT DEBIT)\b|INSUFFICIENT FUNDS|\b(?:DD|DIRECT DEBIT) REJECT|\bREJECTED (?:DD|PAYMENT)\b/i;
export const FEE = /\bFEE\b/i;

export const ATO = /\bATO\b|AUSTRALIAN TAXATION|\bTAX OFFICE\b|DEPUTY COMMISSIONER|\bDCT\b/i;
/** Words on an ATO debit that mean a tax debt is being paid off, or charged for. */
export const ATO_PAYMENT_PLAN = /PAYMENT PLAN|PAY PLAN|\bINSTAL?MENT ARRANGEMENT\b|\bPMT PLAN\b/i;
export const ATO_INTEREST = /GENERAL INTEREST CHARGE|\bGIC\b|\bPENALTY\b|\bFAILURE TO LODGE\b/i;

export const GAMBLING =
  /SPORTSBET|\bTAB(?:CORP)?\b|LADBROKES|BET365|\bNEDS\b|POINTSBET|BETFAIR|UNIBET|PALMERBET|BLUEBET|\bBETR\b|BOOMBET|TOPSPORT|CROWN (?:CASINO|MELBOURNE|PERTH)|STAR CASINO|TREASURY CASINO|SKYCITY|\bLOTTO\b|\bKENO\b|THE LOTT\b/i;

export const CASH_WITHDRAWAL = /\bATM\b|CASH WITHDRAWAL|\bCASH OUT\b|\bWDL CASH\b|\bCASH WDL\b/i;
