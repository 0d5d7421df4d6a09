import { Spinner } from "@/components/ui/spinner";

/** Inside the (auth) layout's main column. */
export default function Loading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}
