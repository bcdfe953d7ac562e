-- expect: arrows must be 0 to 1000000
-- Item 6: g:set_counter with 2^31 is refused, not cut to a negative int.
function rules.play(g) g:set_counter(1, "arrows", 1 << 31) end
