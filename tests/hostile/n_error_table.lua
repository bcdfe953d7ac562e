-- expect: n_error_table.lua:4: (error object is a table value)
-- error({}) still names its file and line.

error({})
