-- expect: EEEEEEEEEEEEEEEE
-- Class G: a rules function raises a 25 MiB message.
function rules.play(g) error(string.rep("E", 25 << 20), 0) end
