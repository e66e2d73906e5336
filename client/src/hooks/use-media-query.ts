import { useEffect, useState } from "react";

/** Matches a media query after mount (false on the server and on the first render). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

const MOBILE_QUERY = "(max-width: 767px)";
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
