/**
 * Assessment on evidence (issue 33): bank data from an open-banking connection or uploaded
 * statements, one analysis of it, and serviceability under each lender's rule. Other domains import
 * from here.
 */
export {
  analyseTransactions,
  type BankAnalysis,
  type Figure,
  type Flag,
  type FlagCode,
  type LenderRepayments,
  type MonthFigures,
} from "./analysis";
export {
  affordabilityLine,
  assessServiceability,
  evidenceFrom,
  maxAffordableAmount,
  type BankEvidence,
  type LenderServiceabilityRule,
  type LoanProposal,
  type ServiceabilityOutcome,
  type ServiceabilityResult,
} from "./serviceability";
export { bankDataProvider, BankDataUnavailableError, type BankDataProvider } from "./bank-data";
export {
  parseStatement,
  checkAgainstEarlier,
  type StatementParse,
  type StatementProblem,
  type ParsedStatement,
} from "./statements";
export type { BankAccount, BankTransaction, IsoDay, Period } from "./types";
