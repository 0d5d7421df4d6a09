"use client";
import { useEffect, useState } from "react";

/** Scroll progress bar (decorative; hidden from assistive technology). */
export function ScrollProgress() {
  const [p, setP] = useState(0);
  useEffect(() => {
    const on = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setP(max > 0 ? (window.scrollY / max) * 100 : 0);
    };
    window.addEventListener("scroll", on, { passive: true });
    return () => window.removeEventListener("scroll", on);
  }, []);
  return <div aria-hidden className="fixed top-0 left-0 z-50 h-1 bg-accent" style={{ width: `${p}%` }} />;
}
