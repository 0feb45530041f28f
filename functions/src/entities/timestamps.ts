/** The creation and last-change times most entities carry (epoch ms), set by ElectroDB on every write. */
export const timestamps = {
  createdAt: { type: 'number', readOnly: true, required: true, default: () => Date.now() },
  updatedAt: { type: 'number', required: true, watch: '*', default: () => Date.now(), set: () => Date.now() },
} as const
