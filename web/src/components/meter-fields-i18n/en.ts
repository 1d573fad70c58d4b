/** The meter fields' words (default namespace): engine hours and the implausible-jump confirmation (issue 37). */
export const en = {
  meterFields: {
    hourRead: 'Engine hours',
    lastHours: 'Last reading: {{reading}} h',
    confirmJump: 'This reading is far above the last one: I checked it, keep it',
  },
};
