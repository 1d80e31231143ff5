// WANs are registered without screens (spec 1 §2.2): they show inside their device.
export default {
  recordRepresentation: 'name',
};
