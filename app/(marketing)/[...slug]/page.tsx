import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { MARKETING_PAGES, pageFor } from "@/lib/marketing/client";

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKETING_PAGES.map((p) => ({ slug: p.path.slice(1).split("/") }));
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageFor(`/${(await params).slug.join("/")}`);
  if (!page) return {};
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      title: page.title,
      description: page.description,
      url: page.path,
      type: "website",
      siteName: "BizFund Australia",
      locale: "en_AU",
    },
  };
}

export default async function Page({ params }: Props) {
  const page = pageFor(`/${(await params).slug.join("/")}`);
  if (!page) notFound();
  return <MarketingPage page={page} />;
}
