// The assistant module's face: its route (POST /api/chatbot).
export { assistantRoutes } from './routes';
