import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { saveCampaignParameters } from './utm.ts';
import './global.css';

// Before any route can rewrite the URL: keep the campaign that brought the visitor.
saveCampaignParameters();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
