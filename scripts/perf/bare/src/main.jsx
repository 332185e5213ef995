import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

// The yardstick of `npm run perf`: Vite's React starter without its logos, built with the repo's Vite.
function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        count is {count}
      </button>
      <p>Edit src/main.jsx and save to test HMR</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
