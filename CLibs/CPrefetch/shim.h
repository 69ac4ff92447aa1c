// shim.h: the compiler's cache prefetch hint, which Swift has no spelling for. A static inline
// function in an imported header is compiled into the Swift code that calls it: one instruction,
// no call and no library.
static inline void flipbook_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}
