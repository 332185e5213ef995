// The yardstick: React and a plain <button>, built the same way as the pages beside it, so what
// they cost beyond it is what the widget costs.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<button type="button">حفظ</button>);
