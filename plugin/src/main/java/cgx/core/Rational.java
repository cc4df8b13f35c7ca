package cgx.core;

import java.math.BigInteger;

/**
 * An exact rational number, always in lowest terms with a positive denominator.
 * Integers are rationals with denominator 1. Immutable.
 */
public final class Rational implements Comparable<Rational>, LatexForm {
    private static final Rational[] SMALL = new Rational[257];
    static {
        for (int i = 0; i < SMALL.length; i++) SMALL[i] = new Rational(BigInteger.valueOf(i - 128), BigInteger.ONE);
    }
    public static final Rational ZERO = of(0);
    public static final Rational ONE = of(1);
    public static final Rational MINUS_ONE = of(-1);

    private final BigInteger num;
    private final BigInteger den;

    private Rational(BigInteger num, BigInteger den) {
        this.num = num;
        this.den = den;
    }

    public static Rational of(long n) {
        if (n >= -128 && n <= 128) return SMALL[(int) n + 128];
        return new Rational(BigInteger.valueOf(n), BigInteger.ONE);
    }

    public static Rational of(BigInteger n) {
        if (n.bitLength() < 9) return of(n.longValue());
        return new Rational(n, BigInteger.ONE);
    }

    public static Rational of(long num, long den) {
        return of(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    public static Rational of(BigInteger num, BigInteger den) {
        if (den.signum() == 0) throw new CgxException("division by zero");
        if (den.signum() < 0) {
            num = num.negate();
            den = den.negate();
        }
        BigInteger g = num.gcd(den);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
            num = num.divide(g);
            den = den.divide(g);
        }
        if (den.equals(BigInteger.ONE)) return of(num);
        return new Rational(num, den);
    }

    /** Reads an exact decimal such as {@code 2.5} (= 5/2), or an integer, or {@code p/q}. */
    public static Rational parse(String s) {
        s = s.trim();
        try {
            int slash = s.indexOf('/');
            if (slash >= 0) {
                return parse(s.substring(0, slash)).divide(parse(s.substring(slash + 1)));
            }
            int dot = s.indexOf('.');
            if (dot < 0) return of(new BigInteger(s));
            String digits = s.substring(0, dot) + s.substring(dot + 1);
            int scale = s.length() - dot - 1;
            return of(new BigInteger(digits), BigInteger.TEN.pow(scale));
        } catch (NumberFormatException e) {
            throw new CgxException("not a number: " + s);
        }
    }

    public BigInteger numerator() { return num; }
    public BigInteger denominator() { return den; }
    public boolean isInteger() { return den.equals(BigInteger.ONE); }
    public int signum() { return num.signum(); }

    /** This integer as an int, or an error naming {@code what} if it is not an integer in int range. */
    public int intValueExact(String what) {
        if (!isInteger() || num.bitLength() > 31) throw new CgxException(what + " must be an integer in the range of a machine int, got " + this);
        return num.intValue();
    }

    public long longValueExact(String what) {
        if (!isInteger() || num.bitLength() > 63) throw new CgxException(what + " must be an integer in the range of a 64-bit long, got " + this);
        return num.longValue();
    }

    public Rational add(Rational o) {
        if (isInteger() && o.isInteger()) return of(num.add(o.num));
        return of(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    public Rational subtract(Rational o) { return add(o.negate()); }

    public Rational multiply(Rational o) {
        if (isInteger() && o.isInteger()) return of(num.multiply(o.num));
        return of(num.multiply(o.num), den.multiply(o.den));
    }

    public Rational divide(Rational o) {
        if (o.num.signum() == 0) throw new CgxException("division by zero");
        return of(num.multiply(o.den), den.multiply(o.num));
    }

    public Rational negate() { return of(num.negate(), den); }
    public Rational abs() { return signum() < 0 ? negate() : this; }
    public Rational max(Rational o) { return compareTo(o) >= 0 ? this : o; }
    public Rational min(Rational o) { return compareTo(o) <= 0 ? this : o; }

    /** Floor of this rational. */
    public BigInteger floor() {
        BigInteger[] qr = num.divideAndRemainder(den);
        return (qr[1].signum() < 0) ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /** Integer power (negative exponents allowed for nonzero bases). */
    public Rational pow(int e) {
        if (e < 0) return ONE.divide(pow(-e));
        return of(num.pow(e), den.pow(e));
    }

    /**
     * The terminating decimal expansion of this rational ({@code 3/20} gives {@code 0.15}),
     * or null if it does not terminate. Used to read a bare take-and-break code such as 0.15.
     */
    public String toDecimalString() {
        BigInteger d = den;
        int twos = d.getLowestSetBit();
        d = d.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        while (d.mod(five).signum() == 0) {
            d = d.divide(five);
            fives++;
        }
        if (!d.equals(BigInteger.ONE)) return null;
        int scale = Math.max(twos, fives);
        BigInteger scaled = num.multiply(BigInteger.TEN.pow(scale)).divide(den);
        String s = scaled.abs().toString();
        if (scale == 0) return (signum() < 0 ? "-" : "") + s;
        while (s.length() <= scale) s = "0" + s;
        return (signum() < 0 ? "-" : "") + s.substring(0, s.length() - scale) + "." + s.substring(s.length() - scale);
    }

    @Override
    public int compareTo(Rational o) {
        if (isInteger() && o.isInteger()) return num.compareTo(o.num);
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rational r && num.equals(r.num) && den.equals(r.den);
    }

    @Override
    public int hashCode() { return num.hashCode() * 31 + den.hashCode(); }

    /** In LaTeX's math mode: {@code 3}, {@code -\frac{7}{2}}. */
    public String latexMath() {
        return isInteger() ? num.toString() : (num.signum() < 0 ? "-" : "") + "\\frac{" + num.abs() + "}{" + den + "}";
    }

    /** A number is a game in the scoring families (Stewart's ⟨|s|⟩, the guaranteed ⟨∅^s|∅^s⟩), written as they write it. */
    @Override
    public String latex() { return "$" + latexMath() + "$"; }

    /** Printed form: {@code 3}, {@code -7/2}. */
    @Override
    public String toString() {
        return isInteger() ? num.toString() : num + "/" + den;
    }
}
