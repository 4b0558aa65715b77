// The devices module's face: its routes and jobs, MQTT ingestion (started by
// main.ts when MQTT_URL is set), and device keys (the demo seed makes its devices' keys).
export { registerDeviceJobs } from './jobs';
export { newDeviceKey } from './keys';
export { startMqttIngestion } from './mqtt';
export { deviceRoutes } from './routes';
