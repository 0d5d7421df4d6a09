"use client";
import { createContext, useContext } from "react";

const UnreadCount = createContext<number | null>(null);

/** The signed-in user's unread notification count, from the server-rendered portal layout (null: no bell). */
export function NotificationCountProvider({ value, children }: { value: number | null; children: React.ReactNode }) {
  return <UnreadCount.Provider value={value}>{children}</UnreadCount.Provider>;
}

export const useUnreadNotificationCount = () => useContext(UnreadCount);
