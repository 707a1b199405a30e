/** A one-cell row in place of the rows: loading, empty. */
export function MessageRow({ text, busy }: { text: string; busy?: boolean }) {
  return (
    <tbody>
      <tr className="data-table-row data-table-message-row" aria-rowindex={2}>
        <td className="data-table-cell data-table-message" aria-busy={busy || undefined}>
          {text}
        </td>
      </tr>
    </tbody>
  )
}
