// Which of boardgame.io's events a client may send. None: in our games the rules end turns,
// stages, phases and the game themselves (moves call events internally, which this does not
// touch). boardgame.io 0.50.2 opens every event to clients unless the Game config switches it
// off (design/stack.md, leak 9), and the server's socket guard admits only the ones left on.
export const NO_CLIENT_EVENTS = {
  endTurn: false,
  pass: false,
  endPhase: false,
  setPhase: false,
  endGame: false,
  setActivePlayers: false,
  endStage: false,
  setStage: false,
} as const;
