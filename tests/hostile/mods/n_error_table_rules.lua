-- expect: (error object is a table value)
-- expect2: rules.lua:
-- error({}) in a rules function names the file and line.
function rules.play(g) error({}) end
