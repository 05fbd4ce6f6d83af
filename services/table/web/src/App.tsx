import { href, useRoute } from "./route";
import { Lobby } from "./pages/Lobby";
import { TablePage } from "./pages/TablePage";
import { ReplayPage } from "./pages/ReplayPage";

export function App() {
  const route = useRoute();
  return (
    <>
      <header className="bar">
        <a href={href({ page: "lobby" })} className="brand">Arbiter</a>
        <span className="muted">play, watch and replay</span>
      </header>
      <main>
        {route.page === "lobby" && <Lobby />}
        {route.page === "table" && <TablePage key={route.gameId} ruleset={route.ruleset} gameId={route.gameId} />}
        {route.page === "replay" && <ReplayPage key={route.gameId} ruleset={route.ruleset} gameId={route.gameId} />}
      </main>
    </>
  );
}
