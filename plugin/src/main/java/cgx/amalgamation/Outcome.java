package cgx.amalgamation;

/** Outcome class of an impartial position: {@code P} (previous player wins) or {@code N} (next player wins). */
public enum Outcome {
    P, N;

    static Outcome of(boolean isP) { return isP ? P : N; }
}
