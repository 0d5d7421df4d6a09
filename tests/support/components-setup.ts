// Component tests (vitest project "components", happy-dom): each test starts on an empty document
// and empty storage, at the same address, whatever the previous one rendered or saved.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Testing Library's async wrapper ends each user-event call with a setTimeout(0), and under fake
// timers it advances the clock only through a global `jest`; without this shim such calls never
// settle under vitest's fake timers.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The wizard writes its step to the address (?step=N) and reads it on opening (issue #37).
  window.history.replaceState(null, "", "/");
  for (const c of document.cookie.split("; ")) {
    const name = c.split("=")[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
