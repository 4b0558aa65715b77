/** Six decimals (about 0.1 m), the precision the locations keep; longitudes wrapped to ±180. */
export function roundCoordinates({ latitude, longitude }: { latitude: number; longitude: number }) {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(Math.max(-90, Math.min(90, latitude))), longitude: round(wrapped) };
}
