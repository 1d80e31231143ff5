export const usage_alerts = {
  name: 'Data alert |||| Data alerts',
  tab: 'Data alerts',
  fields: {
    created_at: 'Sent',
    month: 'Month',
    threshold: 'Threshold',
    usage_gb: 'Usage (GB)',
    data_limit: 'Limit (GB)',
    recipients: 'Told',
    object_type: 'Record',
    object_id: 'Record id',
  },
};
