// Lock.swift: a small mutual-exclusion lock for the shared state of subjects and identifiers
// (publishers may be touched from more than one renderer thread in a program).

import Glibc

/// A pthread mutex.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
