// Routes and the page frame.
import { Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { HomePage, LobbyPage, LocalPage, LocalReplayPage, MatchPage, NotFound, ReplayPage, RulesPage } from './pages';

export function App() {
  return (
    <BrowserRouter>
      <div className="rh-app">
        <header className="rh-topbar">
          <Link to="/" className="rh-brand" aria-label="Railhouse: all games">
            <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true">
              <path d="M3 21 H23 M3 17 H23" stroke="currentColor" strokeWidth="2" />
              <path d="M6 15 V23 M11 15 V23 M16 15 V23 M21 15 V23" stroke="currentColor" strokeWidth="1.5" />
              <path d="M5 12 L13 4 L21 12 Z" fill="currentColor" />
            </svg>
            Railhouse
          </Link>
        </header>
        <div className="rh-page">
          <Suspense fallback={<p className="rh-muted">Loading…</p>}>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="/:game" element={<LobbyPage />} />
              <Route path="/:game/rules" element={<RulesPage />} />
              <Route path="/:game/match/:matchID" element={<MatchPage />} />
              <Route path="/:game/match/:matchID/replay" element={<ReplayPage />} />
              <Route path="/:game/replay/:recordID" element={<LocalReplayPage />} />
              <Route path="/:game/local" element={<LocalPage mode="local" />} />
              <Route path="/:game/bots" element={<LocalPage mode="bots" />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </BrowserRouter>
  );
}
