// Messages of the shared charts (web/src/common/charts).
export const chartMessages = {
  usage: {
    monthly: 'Monthly data usage',
    daily: 'Daily data usage',
    last_30_days: 'Last 30 days',
    usage: 'Usage',
    empty: 'No usage recorded for this period',
    unavailable: 'Usage data is not available',
    month_selected: 'Daily chart of %{month}',
  },
};
