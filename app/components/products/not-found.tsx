import { Link } from "react-router";
import { NotFoundState } from "~/components/common/not-found-state";
import { buttonVariants } from "~/components/ui/button";

export function GinNotFound() {
  return (
    <NotFoundState title="Gin Not Found" message="We couldn't find the gin you're looking for.">
      <Link to="/premium-gins" className={buttonVariants()}>
        Back to Premium Gins
      </Link>
    </NotFoundState>
  );
}

export function VodkaNotFound() {
  return (
    <NotFoundState title="Vodka Not Found" message="We couldn't find the vodka you're looking for.">
      <Link to="/premium-vodkas" className={buttonVariants()}>
        Back to Premium Vodkas
      </Link>
    </NotFoundState>
  );
}

export function SpiritNotFound() {
  return (
    <NotFoundState title="Spirit Not Found" message="We couldn't find the spirit you're looking for.">
      <Link to="/premium-gins" className={buttonVariants()}>
        Browse Gins
      </Link>
      <Link to="/premium-whiskies" className={buttonVariants({ variant: "secondary" })}>
        Browse Whiskies
      </Link>
    </NotFoundState>
  );
}
