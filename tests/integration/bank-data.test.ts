// Issue 33 item 1 (ADR 056): bank data recorded on an application, from an upload or an open-banking
// connection, encrypted at rest, audited, refused whole when it cannot be used, and analysed.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { analyseTransactions } from "@/lib/assessment/analysis";
import {
  fakeBankDataProvider,
  setBankDataProviderForTests,
  BankDataUnavailableError,
  type BankDataProvider,
} from "@/lib/assessment/bank-data";
import { sweepBankData } from "@/lib/assessment/jobs";
import {
  analyseApplication,
  bankTransactions,
  completeBankConnection,
  fetchConnectionData,
  latestAnalysis,
  recordUploadedStatement,
  startBankConnection,
} from "@/lib/assessment/store";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";

const prisma = () => testDatabase().connection.prisma;
const file = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/statements/${name}`));
let users: DemoUsers;
let applicationId: string;
let otherApplicationId: string;
let thirdApplicationId: string;

beforeAll(async () => {
  users = await seedDemo();
  const apps = await prisma().application.findMany({ select: { id: true }, orderBy: { createdAt: "asc" }, take: 3 });
  applicationId = apps[0]!.id;
  otherApplicationId = apps[1]!.id;
  thirdApplicationId = apps[2]!.id;
});

const owner = () => ({ actor: { id: users.clientA.id, role: "client" }, ip: "127.0.0.1" });

describe("an uploaded statement", () => {
  it("is recorded whole, its transactions encrypted at rest, audited, and analysed", async () => {
    const r = await recordUploadedStatement(
      { applicationId, fileName: "cafe.csv", bytes: file("healthy-cafe.cba.csv") },
      owner(),
    );
    expect(r).toMatchObject({ ok: true, warnings: [] });
    const row = await prisma().bankStatement.findUniqueOrThrow({ where: { id: r.ok ? r.statementId : "" } });
    expect(row).toMatchObject({
      source: "upload",
      format: "csv",
      bank: "CBA",
      periodFrom: "2025-11-01",
      periodTo: "2026-10-31",
      transactionCount: 822,
    });
    expect(row.contentEnc).toMatch(/^enc:[0-9a-f]{8}:/);
    // A long plaintext (short ones turn up by chance in 200,000 characters of base64).
    expect(row.contentEnc).not.toContain("TYRO SETTLEMENT");
    expect(
      await prisma().auditEvent.findFirstOrThrow({ where: { entity: "BankStatement", entityId: row.id } }),
    ).toMatchObject({
      action: "bank_statement.recorded",
      actorId: users.clientA.id,
    });

    const analysis = await analyseApplication(applicationId);
    const stored = await latestAnalysis(applicationId);
    expect(stored!.analysis).toEqual(JSON.parse(JSON.stringify(analysis)));
    expect(stored!.statementIds).toEqual([row.id]);
    expect(analysis!.lenders.map((l) => l.lender)).toEqual(["Prospa"]);
    const raw = await prisma().bankDataAnalysis.findUniqueOrThrow({ where: { applicationId } });
    expect(raw.resultEnc).not.toContain('"lender":"Prospa"');
    expect(raw.flagCodes).toEqual([]);
  });

  it("is refused with its reason, and nothing recorded, when it is a duplicate, overlaps, or cannot be read", async () => {
    const before = await prisma().bankStatement.count();
    expect(
      await recordUploadedStatement(
        { applicationId, fileName: "again.csv", bytes: file("healthy-cafe.cba.csv") },
        owner(),
      ),
    ).toEqual({
      ok: false,
      problem: "duplicate_upload",
      message: "This file was already uploaded (cafe.csv).",
    });
    expect(
      await recordUploadedStatement(
        { applicationId, fileName: "october.pdf", bytes: file("cafe-october.cba.pdf") },
        owner(),
      ),
    ).toMatchObject({
      ok: false,
      problem: "overlapping_period",
    });
    expect(
      await recordUploadedStatement({ applicationId, fileName: "scan.pdf", bytes: file("scanned.pdf") }, owner()),
    ).toMatchObject({
      ok: false,
      problem: "scanned_pdf",
    });
    const big = new TextEncoder().encode("01/07/2026,-1.00,COFFEE,+100.00\n".repeat(50_000));
    expect(await recordUploadedStatement({ applicationId, fileName: "big.csv", bytes: big }, owner())).toMatchObject({
      ok: false,
      problem: "too_many_rows",
    });
    expect(await prisma().bankStatement.count()).toBe(before);
  });

  it("on another application is its own: the same file may be uploaded there", async () => {
    const r = await recordUploadedStatement(
      { applicationId: otherApplicationId, fileName: "cafe.csv", bytes: file("cafe-quarter.ofx") },
      owner(),
    );
    expect(r.ok).toBe(true);
  });
});

describe("an open-banking connection (fake intermediary)", () => {
  const today = new Date("2026-11-01T03:00:00Z");

  it("sends the owner away with a one-time state, takes them back only with it, then fetches and analyses", async () => {
    setBankDataProviderForTests(fakeBankDataProvider({ endDate: "2026-10-31" }));
    const app = { id: thirdApplicationId };
    const started = await startBankConnection(
      { applicationId: app.id, returnUrl: "http://127.0.0.1:3000/api/bank-data/callback" },
      owner(),
    );
    const url = new URL(started.redirectUrl);
    const state = url.searchParams.get("state")!;
    const externalId = url.searchParams.get("connection")!;
    const pending = await prisma().bankConnection.findUniqueOrThrow({ where: { id: started.connectionId } });
    expect(pending).toMatchObject({ status: "pending", provider: "fake" });
    expect(pending.stateHash).not.toBe(state);

    expect(await completeBankConnection({ state: "forged", externalId }, owner())).toBeNull();
    expect(await completeBankConnection({ state, externalId: "fakecdr_someone-else" }, owner())).toBeNull();
    expect(await completeBankConnection({ state, externalId }, owner())).toMatchObject({ status: "connected" });
    // The state is spent.
    expect(await completeBankConnection({ state, externalId }, owner())).toBeNull();

    const fetched = await fetchConnectionData(started.connectionId, today);
    expect(fetched.status).toBe("fetched");
    const statements = await prisma().bankStatement.findMany({ where: { applicationId: app.id } });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({
      source: "connection",
      format: "cdr",
      periodFrom: "2025-11-01",
      periodTo: "2026-10-31",
    });

    // The hint to analyse may be lost: the sweep finds the statement the analysis misses.
    expect(await latestAnalysis(app.id)).toBeNull();
    await sweepBankData(50, today);
    const stored = await latestAnalysis(app.id);
    expect(stored!.statementIds).toEqual([statements[0]!.id]);
    expect(stored!.analysis.completeMonths).toBe(12);

    // A second fetch replaces the first, never doubles it.
    await fetchConnectionData(started.connectionId, today);
    expect(await prisma().bankStatement.count({ where: { applicationId: app.id } })).toBe(1);
    setBankDataProviderForTests(undefined);
  });

  it("retries a failing intermediary (check pending) and stops on a refusal", async () => {
    const base = fakeBankDataProvider({ endDate: "2026-10-31" });
    let failures = 0;
    const flaky: BankDataProvider = {
      ...base,
      async fetchAccounts(id) {
        failures += 1;
        if (failures === 1) throw new BankDataUnavailableError("timed out");
        if (failures === 2) throw new BankDataUnavailableError("consent revoked", false);
        return base.fetchAccounts(id);
      },
    };
    setBankDataProviderForTests(flaky);
    const started = await startBankConnection(
      { applicationId: otherApplicationId, returnUrl: "http://127.0.0.1:3000/cb" },
      owner(),
    );
    const url = new URL(started.redirectUrl);
    await completeBankConnection(
      { state: url.searchParams.get("state")!, externalId: url.searchParams.get("connection")! },
      owner(),
    );
    await expect(fetchConnectionData(started.connectionId, today)).rejects.toThrow("timed out");
    expect(await prisma().bankConnection.findUniqueOrThrow({ where: { id: started.connectionId } })).toMatchObject({
      status: "connected",
      attempts: 1,
    });
    expect(await fetchConnectionData(started.connectionId, today)).toMatchObject({
      status: "failed",
      failure: "consent revoked",
      attempts: 2,
    });
    expect(await prisma().bankStatement.count({ where: { connectionId: started.connectionId } })).toBe(0);
    setBankDataProviderForTests(undefined);
  });
});

describe("the analysis on file", () => {
  it("is the pure analysis of everything on the application, over the statements' period", async () => {
    const stored = await latestAnalysis(applicationId);
    const { transactions, period } = await bankTransactions(applicationId);
    expect(period).toEqual({ from: "2025-11-01", to: "2026-10-31" });
    expect(stored!.analysis).toEqual(
      JSON.parse(JSON.stringify(analyseTransactions({ transactions, period: period! }))),
    );
  });
});
