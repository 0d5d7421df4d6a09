/** The storage drivers documents can live on (STORAGE_DRIVER). */
export type StorageDriverName = "local" | "s3" | "uploadthing";

/**
 * Which driver stores documents: STORAGE_DRIVER, else UploadThing when UPLOADTHING_TOKEN is set,
 * else local disk. Pure, so the storage module, the portal layout and the content security policy
 * (the browser may PUT to UploadThing's ingest servers only when direct uploads are on) agree.
 */
export function configuredDriverName(settings: {
  STORAGE_DRIVER?: string | undefined;
  UPLOADTHING_TOKEN?: string | undefined;
}): string {
  return settings.STORAGE_DRIVER || (settings.UPLOADTHING_TOKEN ? "uploadthing" : "local");
}

/** Where browsers send direct uploads (UploadThing's regional ingest servers). */
export const UPLOADTHING_INGEST_SOURCE = "https://*.ingest.uploadthing.com";
