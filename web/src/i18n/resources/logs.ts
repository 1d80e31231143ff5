export const logs = {
  name: 'Activity log |||| Activity log',
  fields: {
    id: 'Id',
    created_at: 'Date',
    author_name: 'Author',
    user_id: 'Author',
    verb: 'Action',
    activity_verb: 'Action',
    object_type: 'Object type',
    object_id: 'Object',
    before: 'Before',
    after: 'After',
    by_system: 'By the system',
    key: 'Field',
  },
  messages: {
    changes: 'Changes',
    no_changes: 'No field changed.',
  },
};
