"use client";
import { PortalError } from "@/components/errors/portal-error";

/** The portals' error boundary: the header stays, the page shows the friendly message and the request id. */
export default PortalError;
