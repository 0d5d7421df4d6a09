"use client";
import { createContext, useContext } from "react";

/** The portal layout's request id (X-Request-Id), for its error boundary to show as the reference. */
const RequestIdContext = createContext<string | null>(null);

export function RequestIdProvider({ value, children }: { value: string | null; children: React.ReactNode }) {
  return <RequestIdContext.Provider value={value}>{children}</RequestIdContext.Provider>;
}

export const useRequestId = () => useContext(RequestIdContext);
