/** A form as the browser posts it to a server action (every value text), with React's own hidden field. */
export function actionForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append("$ACTION_ID_abc", "");
  return data;
}
