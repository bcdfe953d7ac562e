-- expect: the pile must be 0 to 1000000
-- Item 6: g:set_pile with 2^32 - 1.
function rules.play(g) g:set_pile((1 << 32) - 1) end
