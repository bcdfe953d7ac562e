-- expect: n_error_nil.lua:3: (error object is a nil value)
-- error() still names its file and line.
error()
